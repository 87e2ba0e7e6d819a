/** Component tests: the widget element stays a plain element; tests dispatch its events. */
export async function loadAltcha(): Promise<void> {}
