/**
 * A child process for the kill test: writes one large message into the folder given as its
 * argument through writeAtomically, slowly, and never finishes on its own. It prints "writing"
 * once the first megabyte is out, so the test knows when to kill it mid-message.
 */
import { Readable } from 'node:stream';
import { writeAtomically } from '../node/atomic-file';

const dir = process.argv[2];
if (!dir) throw new Error('usage: slow-outbox-writer <dir>');

let sent = 0;
const chunk = Buffer.alloc(256 * 1024, 'A');
const source = new Readable({
  read() {
    sent += chunk.length;
    if (sent === 1024 * 1024) process.stdout.write('writing\n');
    // After 2 MB, slow down to a trickle: the test kills the process meanwhile.
    setTimeout(() => this.push(chunk), sent > 2 * 1024 * 1024 ? 1000 : 0);
  },
});
source.push('From: a@example.com\nSubject: big\n\n');
await writeAtomically(dir, 'big-message.eml', source);
