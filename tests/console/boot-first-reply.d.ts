/** What public/boot-appearance.js still leaves for the drawn `/purchase`; goes with that script. */
interface Window {
  __partypassFirstReply?: {
    url: string;
    token: string;
    reply: Promise<{ ok: boolean; status: number; text: string }>;
  };
}
