/**
 * `npm run content` (`node --import tsx scripts/content/index.ts [--preview]`): validates
 * content/ and brings src/generated/ up to date (cli.ts). `--preview` (npm run dev) writes
 * drafts and scheduled articles too, with their banners.
 */
import { runContentStep } from './cli';

process.exitCode = await runContentStep({ root: process.cwd(), preview: process.argv.includes('--preview') });
