export function buildStage(raw: string): string | null;
