// "Tester": a WhatsApp-looking chat where the couple asks their own assistant, nothing stored.
import { Heart } from 'lucide';
import Icon from './ui/Icon.tsx';
import { useRef, useState } from 'react';
import { api, errorMessage } from '../lib/api-client.ts';
import { t } from '../shared/messages/wedding-tools.ts';
import type { TAnswerTrace } from '../shared/schemas/answer-trace.ts';
import WhyThisReply from './WhyThisReply.tsx';

type Choice = { label: string; reply: string };
type Line = { from: 'guest' | 'bot'; text: string; at: string; choices?: Choice[]; trace?: TAnswerTrace };

const now = () => new Date().toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit' });

export default function TestChat({ weddingId, title }: { weddingId: number; title: string }) {
  const [lines, setLines] = useState<Line[]>([]);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const end = useRef<HTMLDivElement>(null);

  // The choices the last reply offered: « 2 » or a tap answers them, as on WhatsApp.
  const pending = lines.at(-1)?.choices;

  function pick(choice: Choice, said: string) {
    setLines((l) => [...l, { from: 'guest', text: said, at: now() }, { from: 'bot', text: choice.reply, at: now() }]);
    requestAnimationFrame(() => end.current?.scrollIntoView({ block: 'end' }));
  }

  async function send(event: React.SubmitEvent) {
    event.preventDefault();
    const question = text.trim();
    if (!question || busy) return;
    setText('');
    const picked = pending && /^[1-9]$/.test(question) ? pending[Number(question) - 1] : undefined;
    if (picked) return pick(picked, question);
    setBusy(true);
    setLines((l) => [...l, { from: 'guest', text: question, at: now() }]);
    try {
      const { reply, choices, trace } = await api.weddings.testChat(weddingId, question);
      setLines((l) => [
        ...l,
        { from: 'bot', text: reply, at: now(), ...(choices ? { choices } : {}), ...(trace ? { trace } : {}) },
      ]);
    } catch (error) {
      setLines((l) => [...l, { from: 'bot', text: errorMessage(error, t('error.generic')), at: now() }]);
    } finally {
      setBusy(false);
      requestAnimationFrame(() => end.current?.scrollIntoView({ block: 'end' }));
    }
  }

  return (
    <div className="overflow-hidden rounded-box border border-base-300" data-testid="test-chat">
      <header className="flex items-center gap-3 bg-[#075e54] px-4 py-3 text-white">
        <span className="flex h-9 w-9 items-center justify-center rounded-full bg-white/20">
          <Icon icon={Heart} className="h-5 w-5" />
        </span>
        <div>
          <p className="font-semibold">{title}</p>
          <p className="text-xs opacity-80">{t('testChat.subtitle')}</p>
        </div>
      </header>
      <div className="h-80 space-y-2 overflow-y-auto bg-[#efeae2] p-4 dark:bg-base-300" aria-live="polite">
        {lines.length === 0 && (
          <p className="text-center text-sm text-neutral-700 dark:text-base-content/70">{t('testChat.empty')}</p>
        )}
        {lines.map((line, i) => (
          <div key={i} className={`chat ${line.from === 'guest' ? 'chat-end' : 'chat-start'}`}>
            <div
              className={`chat-bubble whitespace-pre-line ${line.from === 'guest' ? 'bg-[#d9fdd3] text-neutral-900' : 'bg-white text-neutral-900'}`}
            >
              {line.text}
              <span className="ml-2 text-[10px] text-neutral-600">{line.at}</span>
              {line.trace && <WhyThisReply trace={line.trace} />}
            </div>
            {line.choices && i === lines.length - 1 && (
              <div className="chat-footer mt-1 flex flex-wrap gap-1" role="group" aria-label={t('testChat.choices')}>
                {line.choices.map((choice, n) => (
                  <button
                    key={choice.label}
                    type="button"
                    className="btn btn-xs btn-outline bg-white normal-case text-[#075e54]"
                    onClick={() => pick(choice, choice.label)}
                  >
                    {n + 1}. {choice.label}
                  </button>
                ))}
              </div>
            )}
          </div>
        ))}
        {busy && <span className="loading loading-dots loading-sm" aria-label={t('testChat.typing')} />}
        <div ref={end} />
      </div>
      <form className="flex gap-2 bg-base-200 p-3" onSubmit={send}>
        <label className="sr-only" htmlFor={`test-chat-${weddingId}`}>
          {t('testChat.question')}
        </label>
        <input
          id={`test-chat-${weddingId}`}
          className="input input-bordered flex-1"
          placeholder={t('testChat.placeholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={1000}
        />
        <button className="btn btn-primary" type="submit" disabled={busy || !text.trim()}>
          {t('testChat.send')}
        </button>
      </form>
    </div>
  );
}
