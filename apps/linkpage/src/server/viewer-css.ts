// The viewer pages' whole stylesheet, inlined into each page (about 1.5 KB gzipped): no CSS request
// before the first paint. The class names are the same the components get from these modules.
import widgetsCss from '../widgets/widgets.module.css?inline';
import viewerCss from '../viewer/viewer.module.css?inline';

export const VIEWER_CSS = `${viewerCss}${widgetsCss}`;
