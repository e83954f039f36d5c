// The end-to-end tests drive the system's Chromium; without one they must fail loudly.
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `\nEnd-to-end tests need Chromium at ${chromium}, and none is there.\n` +
      "Install Debian's package:   apt-get update && apt-get install -y chromium\n" +
      'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.\n',
  );
  process.exit(1);
}
