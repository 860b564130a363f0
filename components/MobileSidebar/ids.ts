/** The mobile sidebar's element id, named by the toggle's aria-controls. */
export const MOBILE_SIDEBAR_ID = 'mobile-sidebar';
