// The crash screens' h1 through the theme's Heading, for the screens rendered inside Docusaurus'
// providers (ErrorPageContent, Loading). It renders the same h1 as a plain one; using the theme's
// component keeps `@theme/Heading` in the main bundle, as the theme's own crash screen did, instead
// of a copy in many page chunks (about 0.3 KB gzip of first-visit JavaScript per copy).
import Heading from '@theme/Heading';
import type {HeadingComponent} from './index';

const ThemeH1: HeadingComponent = (props) => <Heading as="h1" {...props} />;
export default ThemeH1;
