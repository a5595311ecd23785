export const prerender = false;
