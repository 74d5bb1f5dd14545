/** The §2.8 sub-path of OVRS › OVR PAYMENT (the older variant's ordinance-violation-receipt redirects here). */
export const OVR_PAGE = 'ordinance-violation-system';
