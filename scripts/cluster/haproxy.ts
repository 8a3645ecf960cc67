import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const haproxyPaths = ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'];

/** The HAProxy binary, installed from Debian's packages when missing. */
export function ensureHaproxy(log: (line: string) => void = console.log): string {
  const found = haproxyPaths.find((candidate) => existsSync(candidate));
  if (found) return found;
  log('HAProxy is not installed; installing it with apt-get (Debian package "haproxy")');
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args: string[]) => {
    const [command, ...rest] = [...asRoot, ...args];
    execFileSync(command!, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  };
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', '--no-install-recommends', 'haproxy']);
  const installed = haproxyPaths.find((candidate) => existsSync(candidate));
  if (!installed) throw new Error('apt-get finished but no haproxy binary was found');
  return installed;
}

export interface ProxyConfig {
  port: number;
  backends: { name: string; port: number }[];
}

/**
 * Round robin over the server processes. Readiness is /healthz every second (a process
 * that got SIGTERM answers 503 at once and is taken out); a request that meets a closing
 * process (refused connection, empty answer, 503) is retried on another one, so a rolling
 * restart loses nothing. Server-sent events get a long idle timeout. The proxy sets
 * X-Forwarded-For to the real client and X-Request-Id to its own id.
 */
export function haproxyConfig({ port, backends }: ProxyConfig): string {
  return `global
  maxconn 4096
  log stderr format short local0 warning

defaults
  mode http
  log global
  option httplog
  option forwardfor
  option http-server-close
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  timeout http-keep-alive 10s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout 503

frontend studio
  bind 127.0.0.1:${port}
  # The client's own X-Forwarded-For and X-Request-Id are never passed on: the servers
  # trust exactly one hop (TRUST_PROXY), the address added here by "option forwardfor".
  http-request del-header X-Forwarded-For
  unique-id-format %[uuid()]
  http-request set-header X-Request-Id %[unique-id]
  http-request set-header X-Forwarded-Proto http
  default_backend servers

backend servers
  balance roundrobin
  option httpchk GET /healthz
  http-check expect status 200
  default-server inter 1s fall 1 rise 1 maxconn 256
${backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port} check`).join('\n')}
`;
}
