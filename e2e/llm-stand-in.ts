/**
 * The fake OpenAI-compatible engine for the end-to-end run: answers like a slow model (a first
 * token after a pause, then a steady stream), so a document can be paused mid-way and the chat
 * turns stream; a test can hold the requests that carry a marker of its own (`/v1/_hold`). The server prefers Apertium where it has the pair (ENGINE_ORDER=apertium,llm).
 */
import { startFakeLlmServer } from '../packages/translate/test/fake-llm-server.ts';
import { LLM_STAND_IN_PORT } from './account-stand-ins-config.ts';

const server = await startFakeLlmServer({ latencyMs: 400, chunkDelayMs: 15, holds: new Set() }, LLM_STAND_IN_PORT);
process.stdout.write(`fake llm on ${server.url}\n`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
