export type { BaseParams, Template, Templates } from './templates.ts';
