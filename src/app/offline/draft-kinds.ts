/** The kinds of draft the queue knows; each has a sender registered at start. */
export const PROFILE_DRAFT = 'profile';
