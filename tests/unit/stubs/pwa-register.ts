/** Vitest stand-in for vite-plugin-pwa's `virtual:pwa-register` (the real one exists only in builds). */
export function registerSW(): (reload?: boolean) => Promise<void> {
	return async () => undefined;
}
