/**
 * The site-wide stylesheets, in order. Imported by gatsby-browser and gatsby-ssr for the pages, and
 * by the CMS (admin/src/cms.tsx) so that previews are styled exactly like the pages.
 */
import './fonts.css'
import './global.css'
import './slick.css'
