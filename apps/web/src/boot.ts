import { afterFirstPaint } from './lib/hydration/afterFirstPaint';
// The page's stylesheet: index.html links it, and the server writes it into the pages it renders.
import './index.css';

/*
 * The page's entry script, and all of it that runs before the page is painted (decision 033).
 *
 * A page rendered on the server is readable from its HTML alone (decision 017). If the app's
 * modules ran before the browser had painted it, a slow phone would show nothing while they
 * were evaluated, and whether they ran first would depend on a race between their download and
 * the page's first frame. So the app starts once what the HTML holds is on screen: the whole
 * page when the server rendered it, the top bar otherwise, which costs that page one frame.
 */
void afterFirstPaint().then(() => import('./main'));
