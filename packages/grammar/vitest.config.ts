import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'grammar', environment: 'node' } });
