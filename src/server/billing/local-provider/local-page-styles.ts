/**
 * Styles of the hosted checkout and portal pages, in the site's colours. Served inline:
 * the pages' policy allows inline styles and no scripts at all.
 */
export const localPageStyles = `
*,*::before,*::after{box-sizing:border-box}
html{color-scheme:dark;-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;background:#07070c;color:#ececf4;font:16px/1.5 Inter,ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
a{color:#ffb59a}
a:hover{color:#ff8a5c}
:focus-visible{outline:2px solid #ff8a5c;outline-offset:2px}
.page{max-width:960px;margin:0 auto;padding:32px 20px 48px}
.topline{display:flex;align-items:center;justify-content:space-between;gap:12px;margin-bottom:28px;flex-wrap:wrap}
.merchant{font-weight:700;letter-spacing:.02em}
.test{display:inline-block;border:1px solid #ff8a5c;color:#ff8a5c;border-radius:999px;padding:2px 10px;font-size:12px;font-weight:600;text-transform:uppercase;letter-spacing:.08em}
.grid{display:grid;gap:24px}
@media (min-width:800px){.grid{grid-template-columns:1fr 1fr;gap:40px}}
.panel{background:#0d0d16;border:1px solid #20202f;border-radius:16px;padding:24px}
h1{font-size:28px;line-height:1.2;margin:0 0 8px}
h2{font-size:18px;margin:0 0 16px}
.amount{font-size:36px;font-weight:700;margin:16px 0 4px}
.amount span{font-size:16px;font-weight:500;color:#b4b4c8}
.muted{color:#b4b4c8}
.small{font-size:14px}
label{display:block;font-size:14px;font-weight:600;margin:16px 0 6px}
input,select{width:100%;background:#151522;color:#ececf4;border:1px solid #2e2e42;border-radius:10px;padding:12px 14px;font:inherit;font-size:16px}
input:focus,select:focus{border-color:#ff8a5c;outline:none;box-shadow:0 0 0 3px rgba(255,138,92,.35)}
input[aria-invalid=true]{border-color:#f87171}
button{display:inline-flex;align-items:center;justify-content:center;width:100%;margin-top:20px;border:0;border-radius:999px;padding:13px 20px;background:#ff6a3d;color:#07070c;font:inherit;font-weight:700;cursor:pointer}
button:hover{background:#ff8a5c}
button.secondary{background:transparent;color:#ececf4;border:1px solid #2e2e42}
button.secondary:hover{background:#151522}
.alert{border:1px solid #f87171;background:rgba(248,113,113,.1);color:#fecaca;border-radius:10px;padding:12px 14px;margin:0 0 8px}
.notice{border:1px solid #2dd4bf;background:rgba(45,212,191,.1);color:#ccfbf1;border-radius:10px;padding:12px 14px;margin:0 0 20px}
.field-error{color:#fca5a5;font-size:14px;font-weight:600;margin:8px 0 0}
.hint{margin-top:16px;font-size:14px;color:#b4b4c8}
.cancel{display:block;text-align:center;margin-top:16px}
.badge{display:inline-block;border-radius:999px;padding:2px 10px;font-size:12px;font-weight:600;background:rgba(45,212,191,.15);color:#5eead4;text-transform:capitalize}
.badge.warn{background:rgba(250,204,21,.15);color:#fde68a}
.row{display:flex;justify-content:space-between;align-items:center;gap:12px;flex-wrap:wrap}
.stack>*+*{margin-top:24px}
code{font-family:ui-monospace,monospace;color:#ececf4;white-space:nowrap}
`;
