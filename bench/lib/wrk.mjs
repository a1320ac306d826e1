import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

/** wrk from Debian's packages is the load generator: a C client that leaves the CPU to the server being measured. */
export function ensureWrk() {
  if (spawnSync('wrk', ['--version']).error === undefined) return;
  if (process.getuid?.() === 0 && spawnSync('apt-get', ['--version']).error === undefined) {
    console.log('installing wrk (Debian package) for the redirect benchmark…');
    execFileSync('apt-get', ['install', '-y', '-qq', 'wrk'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return;
  }
  throw new Error('the redirect benchmark needs wrk: apt-get install wrk');
}

const luaString = (text) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
const luaList = (items) => `{${items.map(luaString).join(',\n')}}`;

/**
 * A wrk script: for `clickSeconds` it sends 19 of 20 requests to the human link with a human user agent and a public
 * address, 1 of 20 to the bot link with a crawler's; then only bot-link requests, so every human request is answered
 * before wrk stops and the count of answered human redirects is exact. With `pauseMs`, each connection waits that
 * long before its next request: a steady load below saturation instead of as much as the server can take. With
 * `languages`, human requests carry one of them as Accept-Language; with `humanPrefix`, every address that starts with
 * it is a human redirect's (a smart link's rules and split send visitors to several).
 */
export function writeWrkScript(
  file,
  { humanPath, botPath, humanTarget, userAgents, botAgents, ips, clickSeconds, pauseMs = 0, languages, humanPrefix },
) {
  writeFileSync(
    file,
    `
local humans = ${luaList(userAgents)}
local bots = ${luaList(botAgents)}
local ips = ${luaList(ips)}
local languages = ${luaList(languages ?? [])}
local prefix = ${luaString(humanPrefix ?? humanTarget)}
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args)
  counter = 0
  answered_human = 0
  answered_other = 0
  failed = 0
  switch_at = os.time() + ${clickSeconds}
end
function request()
  counter = counter + 1
  local ip = ips[(counter * 7919) % #ips + 1]
  if os.time() < switch_at and counter % 20 ~= 0 then
    return wrk.format("GET", ${luaString(humanPath)}, { ["User-Agent"] = humans[counter % #humans + 1], ["X-Forwarded-For"] = ip${languages ? ', ["Accept-Language"] = languages[counter % #languages + 1]' : ''} })
  end
  return wrk.format("GET", ${luaString(botPath)}, { ["User-Agent"] = bots[counter % #bots + 1], ["X-Forwarded-For"] = ip })
end
${pauseMs > 0 ? `function delay() return ${pauseMs} end` : ''}
function response(status, headers, body)
  if status ~= 302 then failed = failed + 1
  elseif headers["location"] == ${luaString(humanTarget)} or (${humanPrefix ? 'true' : 'false'} and string.sub(headers["location"] or "", 1, #prefix) == prefix) then answered_human = answered_human + 1
  else answered_other = answered_other + 1 end
end
function done(summary, latency, requests)
  local human, other, bad = 0, 0, 0
  for _, thread in ipairs(threads) do
    human = human + thread:get("answered_human")
    other = other + thread:get("answered_other")
    bad = bad + thread:get("failed")
  end
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout
  io.write(string.format('WRK_RESULT {"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"maxUs":%d,"human":%d,"other":%d,"non302":%d,"socketErrors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), latency.max, human, other, bad, errors))
end
`,
  );
}

/** Runs wrk and returns its result line as an object. */
export function runWrk(url, script, { seconds, connections = 50, threads = 1 }) {
  const output = execFileSync(
    'wrk',
    [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, '--timeout', '5s', '-s', script, url],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  const line = output.split('\n').find((entry) => entry.startsWith('WRK_RESULT '));
  if (!line) throw new Error(`wrk printed no result:\n${output}`);
  const result = JSON.parse(line.slice('WRK_RESULT '.length));
  return { ...result, rps: result.requests / (result.durationUs / 1e6) };
}
