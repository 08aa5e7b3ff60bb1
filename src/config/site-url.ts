/** The public address of the site, for canonical links; set SITE_URL when deploying elsewhere. */
export const siteUrl = (process.env.SITE_URL ?? 'https://www.meridiangulf.ae').replace(/\/$/, '')
