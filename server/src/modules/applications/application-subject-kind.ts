/** The subject kind of a filed application's transaction (an assessed one's is APPLICATION_SOA_KIND). */
export const APPLICATION_KIND = 'application';
