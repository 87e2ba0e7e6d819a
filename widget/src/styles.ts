// The widget's CSS, scoped by its shadow root. The host page's rules cannot select anything in
// here; what they can still do is hand down inherited properties through the host element, so
// `.root` starts from `all: initial` and sets every inherited property it relies on.
// Layout inside the panel uses logical properties so dir="rtl" mirrors it; the launcher and the
// panel's corner follow `position` (physical left/right), not the text direction.

export const FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif';

export const CSS = `
:host{all:initial}
.root{all:initial;display:block;font-family:${FONT_STACK};font-size:14px;line-height:1.5;
color:#1f1f1f;font-weight:400;font-style:normal;letter-spacing:normal;word-spacing:normal;
text-transform:none;text-indent:0;text-shadow:none;text-align:start;white-space:normal;
visibility:visible;cursor:auto;pointer-events:auto;-webkit-text-size-adjust:100%;
--wz-accent:#0958d9;--wz-on-accent:#fff;--wz-ring:#0958d9;--wz-link:#0958d9;--wz-x:20px;--wz-y:20px}
*,*::before,*::after{box-sizing:border-box}
[hidden]{display:none!important}
button,textarea{font:inherit;color:inherit;letter-spacing:inherit;text-transform:none;margin:0}
button{cursor:pointer;-webkit-appearance:none;appearance:none}
svg{display:block;width:24px;height:24px;fill:currentColor;flex:none}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;
clip:rect(0,0,0,0);white-space:nowrap;border:0}

.launcher{position:fixed;bottom:var(--wz-y);display:flex;align-items:center;justify-content:center;
width:56px;height:56px;padding:0;border:0;border-radius:50%;background:var(--wz-accent);
color:var(--wz-on-accent);box-shadow:0 4px 14px rgba(0,0,0,.25)}
.launcher:hover{filter:brightness(1.08)}
.launcher:focus-visible{outline:3px solid var(--wz-ring);outline-offset:3px;
box-shadow:0 0 0 3px #fff,0 4px 14px rgba(0,0,0,.25)}
.launcher svg{width:28px;height:28px}

.panel{position:fixed;bottom:calc(var(--wz-y) + 72px);display:flex;flex-direction:column;
width:380px;max-width:calc(100vw - 2 * var(--wz-x));height:560px;
max-height:calc(100vh - var(--wz-y) - 88px);margin:0;padding:0;background:#fff;
border:1px solid rgba(0,0,0,.12);border-radius:16px;overflow:hidden;
box-shadow:0 12px 40px rgba(0,0,0,.22)}
.root[data-launcher="false"] .panel{bottom:var(--wz-y);max-height:calc(100vh - var(--wz-y) - 16px)}
.root[data-position="bottom-right"] .launcher,.root[data-position="bottom-right"] .panel{right:var(--wz-x);left:auto}
.root[data-position="bottom-left"] .launcher,.root[data-position="bottom-left"] .panel{left:var(--wz-x);right:auto}
@media (prefers-reduced-motion:no-preference){
.panel{animation:wz-in .16s ease-out}
@keyframes wz-in{from{transform:translateY(8px)}to{transform:none}}}

.header{display:flex;align-items:center;gap:4px;padding-block:10px;padding-inline:16px 8px;
background:var(--wz-accent);color:var(--wz-on-accent);flex:none}
.title{flex:1;min-width:0;margin:0;font-size:16px;font-weight:600;line-height:1.3;
text-align:start;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.icon{display:flex;align-items:center;justify-content:center;width:36px;height:36px;padding:0;
border:0;border-radius:8px;background:transparent;color:inherit;flex:none}
.icon:hover{background:rgba(127,127,127,.25)}
.icon:focus-visible{outline:2px solid currentColor;outline-offset:-2px}
.icon:disabled{cursor:default;background:transparent}
.icon svg{width:20px;height:20px}

.log{flex:1;min-height:0;overflow-y:auto;overscroll-behavior:contain;display:flex;
flex-direction:column;gap:10px;margin:0;padding:16px;background:#fff}
.log:focus-visible{outline:2px solid var(--wz-ring);outline-offset:-2px}
.msg{display:flex;flex-direction:column;align-items:flex-start;max-width:85%;align-self:flex-start}
.msg.user{align-self:flex-end;align-items:flex-end}
.bubble{margin:0;padding:8px 12px;border-radius:14px;white-space:pre-wrap;overflow-wrap:anywhere;
text-align:start;background:#f0f2f5;color:#1f1f1f;border-end-start-radius:4px}
.user .bubble{background:var(--wz-accent);color:var(--wz-on-accent);border-end-start-radius:14px;
border-end-end-radius:4px}
.thinking .bubble{color:#4a4a4a;font-style:italic}
.failed .bubble{box-shadow:0 0 0 2px #b3261e}
.error{margin:4px 0 0;font-size:13px;color:#b3261e;text-align:start;white-space:pre-wrap}
.sources{margin:6px 0 0;padding:0;font-size:13px;text-align:start}
.sources p{margin:0;font-weight:600;color:#1f1f1f}
.sources ol{margin:2px 0 0;padding:0;padding-inline-start:20px;list-style:decimal}
.sources li{display:list-item;margin:2px 0;color:#1f1f1f}
.sources a{color:var(--wz-link);text-decoration:underline;overflow-wrap:anywhere;cursor:pointer}
.sources a:focus-visible{outline:2px solid var(--wz-ring);outline-offset:2px;border-radius:2px}

.fb{align-self:stretch;min-width:220px;margin:4px 0 0;font-size:13px;text-align:start}
.fb-row{display:flex;align-items:center;gap:2px;color:#4a4a4a}
.fb-thumb{display:flex;align-items:center;justify-content:center;width:30px;height:30px;padding:0;
border:0;border-radius:8px;background:transparent;color:#6b6b6b}
.fb-thumb svg{width:16px;height:16px}
.fb-thumb:hover{background:#f0f2f5}
.fb-thumb[aria-pressed="true"]{color:var(--wz-link)}
.fb-thumb:focus-visible,.fb-send:focus-visible{outline:2px solid var(--wz-ring);outline-offset:1px}
.fb-thumb:disabled,.fb-send:disabled{cursor:default;opacity:.55}
.fb-thanks{margin-inline-start:6px}
.fb-why{display:flex;align-items:flex-end;gap:6px;margin:4px 0 0}
.fb-why textarea{min-height:34px;padding:6px 10px;font-size:14px}
.fb-send{height:34px;padding:0 12px;border:0;border-radius:8px;background:var(--wz-accent);
color:var(--wz-on-accent);font-weight:600;flex:none}

.ho{margin:0;padding:4px 12px 0;font-size:13px;text-align:start;flex:none}
.ho-link{padding:2px 0;border:0;background:transparent;color:var(--wz-link);text-decoration:underline;
font-size:13px;text-align:start}
.ho-link:focus-visible{outline:2px solid var(--wz-ring);outline-offset:2px}
.ho-form label{display:block;margin:2px 0;color:#1f1f1f}
.ho-row{display:flex;gap:6px}
.ho input{flex:1;min-width:0;height:34px;font:inherit;padding:0 10px;border:1px solid #8c8c8c;border-radius:8px;
background:#fff;color:#1f1f1f;font-size:16px}
.ho input:focus-visible{border-color:var(--wz-ring);box-shadow:0 0 0 2px var(--wz-ring);outline:none}
.ho-done{margin:0;color:#1f1f1f;overflow-wrap:anywhere}
.composer{display:flex;align-items:flex-end;gap:8px;margin:0;padding:12px;
border-top:1px solid #e5e7eb;background:#fff;flex:none}
textarea{flex:1;min-width:0;min-height:42px;max-height:120px;resize:none;overflow-y:auto;
padding:9px 12px;border:1px solid #8c8c8c;border-radius:10px;background:#fff;color:#1f1f1f;
font-size:16px;line-height:1.4;text-align:start;outline:none}
textarea::placeholder{color:#6b6b6b;opacity:1}
textarea:focus-visible{border-color:var(--wz-ring);box-shadow:0 0 0 2px var(--wz-ring)}
.send{height:42px;padding:0 16px;border:0;border-radius:10px;background:var(--wz-accent);
color:var(--wz-on-accent);font-weight:600;flex:none}
.send:focus-visible{outline:2px solid var(--wz-ring);outline-offset:2px}
.send:disabled{opacity:.55;cursor:default}

@media (max-width:480px){
.root[data-position] .panel{left:8px;right:8px;width:auto;max-width:none}}
@media (forced-colors:active){
.launcher,.icon,.send,.bubble,.fb-send{border:1px solid CanvasText}
.fb-thumb[aria-pressed="true"]{outline:1px solid CanvasText}}
`;
