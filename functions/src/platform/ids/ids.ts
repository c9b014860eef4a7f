// The id port: every new document id on the server comes from here, so tests can name them.
import { randomUUID } from 'node:crypto';

export type NewId = () => string;

export const randomIds: NewId = () => randomUUID();
