import '@fontsource-variable/inter/wght.css'
import './src/styles/global.css'
import './src/styles/slick.css'
