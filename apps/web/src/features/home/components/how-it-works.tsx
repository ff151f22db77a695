import { BadgeCheck, Camera, MessagesSquare, type LucideIcon } from 'lucide-react';

interface Step {
  title: string;
  text: string;
  icon: LucideIcon;
}

const STEPS: readonly Step[] = [
  {
    title: 'List your item',
    text: 'Add a few photos, a fair price in MVR, the condition and your island. It takes a couple of minutes.',
    icon: Camera,
  },
  {
    title: 'Reviewed within 24-48 hours',
    text: 'Our team checks every listing by hand before it goes live, so buyers can browse with confidence.',
    icon: BadgeCheck,
  },
  {
    title: 'Buyers contact you',
    text: 'Interested buyers reach you directly. You agree on payment, delivery or pickup between yourselves.',
    icon: MessagesSquare,
  },
];

/** How selling works, in three steps (spec 01 §4: review takes 24-48 hours). */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works-title" className="bg-muted/50 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="how-it-works-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          How it works
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-center text-muted-foreground">
          Selling takes three simple steps.
        </p>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative rounded-xl border bg-card p-6 shadow-sm">
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-primary text-primary-foreground">
                <step.icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <p className="mt-4 text-sm font-semibold text-primary">Step {index + 1}</p>
              <h3 className="mt-1 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
