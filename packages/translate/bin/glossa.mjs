#!/usr/bin/env node
// The `glossa` command: the translation core from a shell. Runs the TypeScript sources through tsx.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
