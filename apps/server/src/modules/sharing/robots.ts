// Obvious robots by user agent (issue 14 §4: robots' visits are not counted as views): crawlers,
// link unfurlers of chat tools and command-line clients. A missing user agent counts as a robot.
const ROBOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|embedly|curl\/|wget\/|python-requests|httpclient|monitor|lighthouse|bingpreview|whatsapp|discord|slack|telegram|okhttp|go-http-client|node-fetch|axios|undici/i;

export function isRobot(userAgent: string): boolean {
  return userAgent.trim() === '' || ROBOT_PATTERN.test(userAgent);
}
