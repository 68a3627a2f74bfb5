import { OfficeCard, Section } from '../components/page-parts';
import { PageHero } from '../components/page-header';
import { ContactForm } from '../forms/contact-form';
import { Seo } from '../seo/seo';
import { breadcrumbJsonLd, organizationJsonLd } from '../seo/structured-data';
import { siteConfig, whatsappHref } from '../site-config';
import { Icon } from '../components/icons';

export function ContactPage() {
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Contact', path: '/contact' },
  ];
  return (
    <>
      <Seo
        title="Contact us"
        description="Write to Quayside or visit our offices in Singapore, Dubai, Noida and Agra. An adviser replies within one business day."
        path="/contact"
        jsonLd={import.meta.env.SSR ? [organizationJsonLd(), breadcrumbJsonLd(crumbs)] : undefined}
      />
      <PageHero
        crumbs={crumbs}
        eyebrow="Contact"
        title="Talk to an adviser"
        lead="Tell us what you are planning. An adviser in the right office replies within one business day, usually with a fixed-fee quote."
      />
      <Section>
        <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr]">
          <div>
            <h2 className="text-2xl font-bold text-brand-900">Send us a message</h2>
            <p className="mt-2 mb-6 text-slate-600">All fields are required unless marked optional.</p>
            <ContactForm />
          </div>
          <aside aria-label="Other ways to reach us" className="space-y-5">
            <div className="rounded-3xl bg-brand-900 p-7 text-white">
              <h2 className="text-xl font-bold">Prefer to chat?</h2>
              <p className="mt-2 leading-relaxed text-slate-200">
                Message our team on WhatsApp during office hours.
              </p>
              <a
                href={whatsappHref()}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-5 inline-flex items-center gap-2 rounded-lg bg-accent-400 px-5 py-3 font-semibold text-brand-900 hover:bg-accent-500"
              >
                <Icon name="messageCircle" className="h-5 w-5" /> WhatsApp {siteConfig.whatsappDisplay}
                <span className="sr-only">(opens in a new tab)</span>
              </a>
              <p className="mt-6 flex items-center gap-2 text-slate-200">
                <Icon name="mail" className="h-5 w-5 text-accent-400" />
                <a
                  href={`mailto:${siteConfig.email}`}
                  className="font-semibold text-white underline underline-offset-4"
                >
                  {siteConfig.email}
                </a>
              </p>
            </div>
            <div className="rounded-3xl bg-slate-50 p-7 ring-1 ring-slate-200">
              <h2 className="text-lg font-semibold text-brand-900">What happens next</h2>
              <ol className="mt-3 list-decimal space-y-2 pl-5 leading-relaxed text-slate-700">
                <li>Your message goes to the office best placed to help.</li>
                <li>An adviser replies within one business day, with questions or a quote.</li>
                <li>If you go ahead, you receive access to your client dashboard.</li>
              </ol>
            </div>
          </aside>
        </div>
      </Section>
      <Section
        tone="muted"
        eyebrow="Offices"
        title="Visit us"
        intro="Meetings by appointment at any of our four offices."
      >
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {siteConfig.offices.map((o) => (
            <OfficeCard key={o.key} office={o} />
          ))}
        </div>
      </Section>
    </>
  );
}

export default ContactPage;
