// The benchmark's visitors: over 200 user agents in the exact formats real phones, tablets and desktops send, built
// from real device, OS and browser versions; and the crawlers and link unfurlers a short link meets.
const IOS = [
  '15_8_3',
  '16_7_10',
  '17_0_3',
  '17_1_2',
  '17_2_1',
  '17_3_1',
  '17_4_1',
  '17_5',
  '17_5_1',
  '17_6_1',
  '18_0',
  '18_0_1',
  '18_1',
  '18_1_1',
  '18_2',
];
const CHROME = ['120', '121', '122', '123', '124', '125', '126', '127', '128', '129', '130', '131'];
const FIREFOX = ['120', '121', '122', '123', '124', '125', '126', '127', '128', '129', '130', '131', '132'];
const ANDROID_DEVICES = [
  ['14', 'SM-S918B'],
  ['14', 'SM-S911B'],
  ['14', 'SM-A546B'],
  ['14', 'SM-A256B'],
  ['13', 'SM-G991B'],
  ['14', 'Pixel 7'],
  ['14', 'Pixel 8'],
  ['15', 'Pixel 8 Pro'],
  ['13', '2201116SG'],
  ['14', 'CPH2581'],
];
const MAC_SAFARI = [
  ['10_15_7', '16.6'],
  ['10_15_7', '17.0'],
  ['10_15_7', '17.2'],
  ['10_15_7', '17.4.1'],
  ['10_15_7', '17.5'],
  ['10_15_7', '17.6'],
  ['10_15_7', '18.0'],
  ['10_15_7', '18.1'],
];

const safariVersion = (ios) => ios.split('_').slice(0, 2).join('.');

export function humanUserAgents() {
  const agents = [];
  for (const ios of IOS) {
    agents.push(
      `Mozilla/5.0 (iPhone; CPU iPhone OS ${ios} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${safariVersion(ios)} Mobile/15E148 Safari/604.1`,
    );
    agents.push(
      `Mozilla/5.0 (iPad; CPU OS ${ios} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${safariVersion(ios)} Mobile/15E148 Safari/604.1`,
    );
  }
  for (const [index, ios] of IOS.entries()) {
    agents.push(
      `Mozilla/5.0 (iPhone; CPU iPhone OS ${ios} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/${CHROME[index % CHROME.length]}.0.6478.${100 + index} Mobile/15E148 Safari/604.1`,
    );
    agents.push(
      `Mozilla/5.0 (iPhone; CPU iPhone OS ${ios} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/21F90 Instagram ${330 + index}.0.0.${20 + index}.${70 + index} (iPhone15,2; iOS ${ios}; en_US; en; scale=3.00; 1179x2556; ${600000000 + index})`,
    );
  }
  for (const [android, model] of ANDROID_DEVICES) {
    for (const chrome of CHROME.slice(4)) {
      agents.push(
        `Mozilla/5.0 (Linux; Android ${android}; ${model}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${chrome}.0.0.0 Mobile Safari/537.36`,
      );
    }
    agents.push(
      `Mozilla/5.0 (Linux; Android ${android}; ${model}) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36`,
    );
  }
  for (const chrome of CHROME) {
    agents.push(
      `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${chrome}.0.0.0 Safari/537.36`,
    );
    agents.push(
      `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${chrome}.0.0.0 Safari/537.36 Edg/${chrome}.0.0.0`,
    );
    agents.push(
      `Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${chrome}.0.0.0 Safari/537.36`,
    );
    agents.push(
      `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${chrome}.0.0.0 Safari/537.36`,
    );
  }
  for (const firefox of FIREFOX) {
    agents.push(`Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:${firefox}.0) Gecko/20100101 Firefox/${firefox}.0`);
    agents.push(`Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:${firefox}.0) Gecko/20100101 Firefox/${firefox}.0`);
    agents.push(`Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:${firefox}.0) Gecko/20100101 Firefox/${firefox}.0`);
  }
  for (const [mac, safari] of MAC_SAFARI) {
    agents.push(
      `Mozilla/5.0 (Macintosh; Intel Mac OS X ${mac}) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${safari} Safari/605.1.15`,
    );
  }
  return [...new Set(agents)];
}

export const BOT_USER_AGENTS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Twitterbot/1.0',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'WhatsApp/2.23.20.0',
  'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
  'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
  'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
  'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
  'Mozilla/5.0 (compatible; SemrushBot/7~bl; +http://www.semrush.com/bot.html)',
  'curl/8.5.0',
  'python-requests/2.31.0',
  'Go-http-client/1.1',
];
