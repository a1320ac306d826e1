import { setNonce } from 'get-nonce';

// The server's CSP allows only styles from our own files and <style> elements with this page load's nonce, which
// it puts into index.html as <meta property="csp-nonce" nonce="…"> (src/server/http/security.ts). The dialogs and
// menus lock scrolling with such a <style> (react-remove-scroll-bar, through get-nonce): hand it the nonce before
// the first one opens. The browser hides the attribute's value; the element's `nonce` property still has it.
const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
if (meta?.nonce) setNonce(meta.nonce);
