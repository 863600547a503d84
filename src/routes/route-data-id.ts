/** Its own module: the content compiler reserves it for article headings without loading the router. */
export const ROUTE_DATA_ID = 'route-data';
