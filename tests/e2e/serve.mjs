// Serves a built site (the directory given, as tests/e2e/site.mjs's `serve` does) and prints
// "listening PORT": run inside the friends' tables' network namespace (netns.mjs).
import { serve } from './site.mjs';

const site = await serve(process.argv[2]);
process.stdout.write(`listening ${new URL(site.url).port}\n`);
