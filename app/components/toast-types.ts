// Shared by the provider and the card, which is loaded on demand (a type module keeps the two apart).
export type Toast = { title: string; description?: string; variant?: 'default' | 'destructive'; durationMs?: number };
export type ShownToast = Toast & { id: number };
