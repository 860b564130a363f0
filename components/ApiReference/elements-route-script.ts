/** Set on <html> while Elements covers the static reference (styles.module.css reads it). */
export const ELEMENTS_OPEN_ATTRIBUTE = 'data-elements-open';

/**
 * Runs while /api's HTML is parsed, before the reference paints: a URL that carries an Elements
 * route (a deep link) shows the box Elements will fill instead of the static list, so the list
 * never paints only to be replaced (no layout shift). Without JavaScript nothing changes.
 */
export const ELEMENTS_ROUTE_SCRIPT = `if(location.hash.indexOf("#/")===0)document.documentElement.setAttribute("${ELEMENTS_OPEN_ATTRIBUTE}","")`;
