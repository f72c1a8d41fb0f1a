import type { Db } from '../client.js';

export const DEMO_LOGINS: { userName: string; role: string; site: string }[] = [];

export async function seedDemo(_db: Db): Promise<void> {}
