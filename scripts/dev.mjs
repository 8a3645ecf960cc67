// `npm run dev`: the API server (restarted on change by tsx) beside Vite's dev server.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from './build-inputs.mjs';

const bin = (name) => path.join(projectRoot, 'node_modules', '.bin', name);
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server/main.ts'], {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { NODE_ENV: 'development', LOG_LEVEL: 'debug', ...process.env },
  }),
  spawn(bin('react-router'), ['dev'], { cwd: projectRoot, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    if (code) {
      stop();
      process.exitCode = code;
    }
  });
