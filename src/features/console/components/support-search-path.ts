/** Taxpayer support's search (`/console/search`); `/{id}` under it opens a taxpayer. */
export const SUPPORT_SEARCH_PATH = '/console/search';
