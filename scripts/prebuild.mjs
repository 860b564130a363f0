// Steps before `next build`. A fresh out/ keeps the link checker honest: no page
// of an older build can satisfy a link.
import fs from 'node:fs';

fs.rmSync('out', { recursive: true, force: true });
