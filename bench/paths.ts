/** The calls under test, shared by the bench server (child) and the bench runner (parent). */
export const LIST_PATH = '/api/products?pageNumber=1';
export const SEARCH_KEYWORD = 'zivot';
export const SEARCH_PATH = `/api/products?keyword=${SEARCH_KEYWORD}`;
/** Answers the precomputed body of LIST_PATH: the same bytes without any database or JSON work. */
export const CEILING_PATH = '/bench/ceiling';
