/** Class names of the shell's and pages' buttons and links (defined in ../site.css). */
export const authButtonClass = 'qs-btn-auth';
export const primaryButton = 'qs-btn qs-btn-gold';
export const navyButton = 'qs-btn qs-btn-navy';
export const ghostLightButton = 'qs-btn qs-btn-ghost';
export const outlineButton = 'qs-btn qs-btn-outline';
export const textLink = 'qs-link';
