import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useAuth } from './auth-context';
import { AuthProvider } from './auth-provider';

function Status() {
  return <p>{useAuth().status}</p>;
}

describe('useAuth', () => {
  it('throws outside the provider', () => {
    expect(() => renderToString(<Status />)).toThrow('useAuth must be used within an AuthProvider');
  });

  it('reads "loading" in pre-rendered HTML, so pages show signed-out chrome first', () => {
    expect(
      renderToString(
        <AuthProvider>
          <Status />
        </AuthProvider>,
      ),
    ).toContain('loading');
  });
});
