import { parseWrk } from './wrk';

const CLEAN = `Running 1s test @ http://127.0.0.1:3999/
  1 threads and 5 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   191.03us  548.91us   9.03ms   94.13%
    Req/Sec    72.56k    28.82k   95.65k    80.00%
  Latency Distribution
     50%   59.00us
     75%   81.00us
     90%  301.00us
     99%    2.85ms
  71958 requests in 1.00s, 12.90MB read
Requests/sec:  71911.11
Transfer/sec:     12.89MB
`;

const TROUBLED = `Running 10s test @ http://127.0.0.1:3000/api/horse-racing/v2/racing/race/1
  1 threads and 200 connections
  Latency Distribution
     50%    4.20ms
     75%    6.10ms
     90%    9.00ms
     99%    1.20s
  201234 requests in 10.00s, 1.02GB read
  Socket errors: connect 3, read 2, write 1, timeout 17
  Non-2xx or 3xx responses: 44
Requests/sec:  20123.40
Transfer/sec:    104.51MB
`;

describe('parseWrk', () => {
  it('reads the rate, the median and 99th percentile in milliseconds, and the total', () => {
    expect(parseWrk(CLEAN)).toEqual({
      requestsPerSecond: 71911.11,
      p50Ms: 0.059,
      p99Ms: 2.85,
      requests: 71958,
      socketErrors: 0,
      timeouts: 0,
      non2xx: 0,
    });
  });

  it('reads socket errors, time-outs, failed answers and latencies in seconds', () => {
    expect(parseWrk(TROUBLED)).toMatchObject({
      requestsPerSecond: 20123.4,
      p50Ms: 4.2,
      p99Ms: 1200,
      socketErrors: 6,
      timeouts: 17,
      non2xx: 44,
    });
  });

  it('refuses a report without totals rather than printing a zero', () => {
    expect(() => parseWrk('unable to connect to 127.0.0.1:1 Connection refused')).toThrow(/no totals/);
  });
});
