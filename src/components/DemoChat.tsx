// The simulated WhatsApp conversation of the landing and pre-registration pages: canned replies matched by
// keyword after 1 s, no network call (spec 000 sections 2, 4 and 9). Hydrated when it scrolls into view.
import { Heart } from 'lucide';
import Icon from './Icon.tsx';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { DEMO_COUPLE, DEMO_REPLY_DELAY_MS, DEMO_START, demoReply, demoTimestamp, type DemoMessage, type DemoVariant } from '../shared/demo-chat.ts';
import { publicMessages as m } from '../shared/messages/public.ts';

export default function DemoChat({ variant = 'landing' }: { variant?: DemoVariant }) {
  const [messages, setMessages] = useState<DemoMessage[]>(() => [...DEMO_START]);
  const [draft, setDraft] = useState('');
  const [typing, setTyping] = useState(false);
  const transcript = useRef<HTMLDivElement>(null);
  const timers = useRef(new Set<number>());
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Hydrated: until now the form was server HTML that sends nothing (tests wait for this mark).
    root.current?.setAttribute('data-ready', 'true');
    const pending = timers.current;
    return () => pending.forEach((id) => window.clearTimeout(id));
  }, []);

  // Keep the latest message in view inside the transcript, without scrolling the page.
  useEffect(() => {
    const box = transcript.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [messages, typing]);

  function send(event: FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setMessages((list) => [...list, { type: 'incoming', text, timestamp: demoTimestamp() }]);
    setDraft('');
    setTyping(true);
    const id = window.setTimeout(() => {
      setMessages((list) => [...list, { type: 'outgoing', text: demoReply(text, variant), timestamp: demoTimestamp() }]);
      setTyping(false);
      timers.current.delete(id);
    }, DEMO_REPLY_DELAY_MS);
    timers.current.add(id);
  }

  return (
    <div className="card mx-auto w-full max-w-md overflow-hidden border border-base-300 bg-base-100 shadow-xl" data-testid="demo-chat" ref={root}>
      <div className="flex items-center gap-3 bg-[#075e54] px-4 py-3 text-white">
        <div className="flex h-10 w-10 items-center justify-center rounded-full bg-white/20">
          <Icon icon={Heart} className="h-5 w-5" />
        </div>
        <div>
          <p className="font-semibold">Assistant de {DEMO_COUPLE}</p>
          <p className="flex items-center gap-1 text-xs">
            <span aria-hidden="true" className="inline-block h-2 w-2 rounded-full bg-[#25d366]" />
            {m['demo.online']}
          </p>
        </div>
      </div>
      <div
        ref={transcript}
        className="h-96 space-y-3 overflow-y-auto bg-base-200 p-4"
        role="log"
        aria-label={m['demo.transcript']}
        aria-live="polite"
        tabIndex={0}
        data-testid="demo-transcript"
      >
        {messages.map((message, index) => (
          <div key={index} className={`chat ${message.type === 'incoming' ? 'chat-end' : 'chat-start'}`} data-type={message.type} data-testid="demo-message">
            <div className={`chat-bubble text-sm ${message.type === 'incoming' ? 'bg-[#d9fdd3] text-[#111b21]' : 'bg-base-100 text-base-content'}`}>
              {message.text}
              <span className="mt-1 block text-right text-[0.7rem] text-current/70">{message.timestamp}</span>
            </div>
          </div>
        ))}
        {typing && (
          <div className="chat chat-start" data-testid="demo-typing">
            <div className="chat-bubble bg-base-100 text-sm text-base-content">{m['demo.typing']}</div>
          </div>
        )}
      </div>
      <form className="flex gap-2 border-t border-base-300 p-3" onSubmit={send}>
        <input
          type="text"
          className="input input-bordered flex-1"
          placeholder={m['demo.placeholder']}
          aria-label={m['demo.placeholder']}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          maxLength={300}
          data-testid="demo-input"
        />
        <button type="submit" className="btn btn-primary btn-square" aria-label={m['demo.send']} data-testid="demo-send">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
            <path d="M3.4 20.4 21 12 3.4 3.6 3.4 10l12.6 2-12.6 2z" />
          </svg>
        </button>
      </form>
    </div>
  );
}
