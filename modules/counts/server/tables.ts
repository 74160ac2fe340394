/** The tables the counts module owns. */
export const COUNT_AREAS_TABLE = 'count_areas'
export const COUNT_AREA_PRODUCTS_TABLE = 'count_area_products'
export const COUNT_SESSIONS_TABLE = 'count_sessions'
export const COUNT_SESSION_AREAS_TABLE = 'count_session_areas'
export const COUNT_LINES_TABLE = 'count_lines'
export const COUNT_RECOUNT_REQUESTS_TABLE = 'count_recount_requests'
export const COUNT_RESULTS_TABLE = 'count_results'
