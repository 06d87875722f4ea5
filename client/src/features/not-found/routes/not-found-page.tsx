import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { ArrowLeftIcon, PlayIcon } from '@/components/ui/icons';
import { BRAND } from '@/content/brand';
import { NOT_FOUND_COPY } from '@/content/system-copy';

/** Shown for any path the router does not know. Default export: loaded with React.lazy. */
export default function NotFoundPage() {
  const [, navigate] = useLocation();

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <title>{`${NOT_FOUND_COPY.heading} · ${BRAND.name}`}</title>
      <p className="bg-linear-to-br from-brand-600 to-accent bg-clip-text text-[6rem] leading-none font-black tracking-tighter text-transparent sm:text-[8rem]">
        {NOT_FOUND_COPY.code}
      </p>
      <h1 className="mt-4 text-headline font-bold text-ink">{NOT_FOUND_COPY.heading}</h1>
      <p className="mt-3 text-base text-ink-muted">{NOT_FOUND_COPY.text}</p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button onClick={() => navigate('/dashboard')}>{NOT_FOUND_COPY.goToDashboard}</Button>
        <Button variant="secondary" onClick={() => navigate('/animation')}>
          <PlayIcon className="size-4" />
          {NOT_FOUND_COPY.createVideo}
        </Button>
        <Button variant="ghost" onClick={() => window.history.back()}>
          <ArrowLeftIcon className="size-4" />
          {NOT_FOUND_COPY.goBack}
        </Button>
      </div>
    </section>
  );
}
