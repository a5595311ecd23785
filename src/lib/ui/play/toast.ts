/** Milliseconds a Toast message stays on screen (Toast.svelte), unless a tap anywhere ends it sooner. */
export const TOAST_MS = 4000;
