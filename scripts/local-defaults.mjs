// Loaded by `npm start` and `npm run dev` (node --import) before the server reads its configuration.
// A laptop with no configuration gets the development mail outbox and the payment simulator, each as an
// explicit setting the server can see. Nothing is turned on under NODE_ENV=production, or when the real
// service is configured; `npm run serve` (production) does not load this file at all.
const env = process.env;
const set = (value) => value !== undefined && value !== '';
if (env.NODE_ENV !== 'production') {
  const turnedOn = [];
  if (!set(env.SMTP_URL) && !set(env.DEV_OUTBOX)) {
    env.DEV_OUTBOX = '1';
    turnedOn.push('DEV_OUTBOX=1 (mail is kept in the development outbox)');
  }
  if (!set(env.LIQPAY_PUBLIC_KEY) && !set(env.LIQPAY_PRIVATE_KEY) && !set(env.PAYMENT_SIMULATOR)) {
    env.PAYMENT_SIMULATOR = '1';
    turnedOn.push('PAYMENT_SIMULATOR=1 (no money moves)');
  }
  if (turnedOn.length > 0) console.log(`local defaults: ${turnedOn.join(', ')}`);
}
