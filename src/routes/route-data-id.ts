/**
 * The id of the JSON block that carries a page's route data. In a module of its own because the
 * content compiler reserves it for article headings and must not load the router to learn it.
 */
export const ROUTE_DATA_ID = 'route-data';
