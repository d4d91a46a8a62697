/**
 * In-app browsers where Google refuses sign-in (docs/product-rules.md#sign-in): detected from the user agent.
 */
const EMBEDDED = [
  /FBAN|FBAV|FB_IAB|FBIOS/i, // Facebook
  /Instagram/i,
  /LinkedInApp/i,
  /Twitter|TwitterAndroid/i,
  /Line\//i,
  /MicroMessenger/i, // WeChat
  /Snapchat/i,
  /TikTok|musical_ly|BytedanceWebview/i,
  /Telegram/i,
  /Pinterest/i,
  /GSA\//i, // Google app on iOS
  /; wv\)/i, // Android WebView
];

export const isEmbeddedBrowser = (userAgent: string): boolean => EMBEDDED.some((re) => re.test(userAgent));
