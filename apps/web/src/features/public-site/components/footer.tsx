import { footerColumns, siteConfig } from '../site-config';
import { Logo } from './logo';
import { PLink } from './prefetch-link';

/** The public footer: every link of part 1 section 2, the offices, social profiles and the 2025 copyright line. */
export function Footer() {
  return (
    <footer className="bg-brand-900 text-slate-300" aria-labelledby="footer-heading">
      <h2 id="footer-heading" className="sr-only">
        Site links
      </h2>
      <div className="mx-auto max-w-7xl px-4 pt-16 pb-10 sm:px-6 lg:px-8">
        <div className="grid gap-12 lg:grid-cols-[1.3fr_2fr]">
          <div>
            <PLink
              to="/"
              aria-label="Quayside home"
              className="inline-block rounded-md focus-visible:outline-2 focus-visible:outline-white"
            >
              <Logo tone="light" />
            </PLink>
            <p className="mt-5 max-w-sm text-[15px] leading-relaxed text-slate-300">
              {siteConfig.description}
            </p>
            <ul className="mt-6 flex gap-3" aria-label="Social profiles">
              {siteConfig.social.map((s) => {
                return (
                  <li key={s.name}>
                    <a
                      href={s.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${siteConfig.brandName} on ${s.name} (opens in a new tab)`}
                      className="flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-accent-400 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-white"
                    >
                      <img
                        src={`/icons/${s.icon}.svg`}
                        alt=""
                        width={18}
                        height={18}
                        loading="lazy"
                        decoding="async"
                      />
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
            {footerColumns.map((col) => (
              <nav key={col.title} aria-label={`${col.title} links`}>
                <h3 className="text-sm font-semibold tracking-wider text-white uppercase">{col.title}</h3>
                <ul className="mt-4 space-y-2.5">
                  {col.links.map((l) => (
                    <li key={l.to}>
                      <PLink to={l.to} className="qs-footer-link">
                        {l.label}
                      </PLink>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>

        <div className="mt-14 grid gap-6 border-t border-white/10 pt-10 sm:grid-cols-2 lg:grid-cols-4">
          {siteConfig.offices.map((o) => (
            <address key={o.key} className="text-sm leading-relaxed not-italic">
              <p className="font-semibold text-white">
                {o.city} <span className="font-normal text-accent-400">· {o.role}</span>
              </p>
              {o.addressLines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
              <a
                href={`tel:${o.phone.replace(/\s/g, '')}`}
                className="mt-1 block text-slate-200 hover:text-accent-400"
              >
                {o.phone}
              </a>
            </address>
          ))}
        </div>

        <div className="mt-12 flex flex-col gap-4 border-t border-white/10 pt-8 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {siteConfig.copyrightYear} {siteConfig.legalName}. All rights reserved.
          </p>
          <ul className="flex gap-6">
            <li>
              <PLink to="/privacy" className="hover:text-accent-400">
                Privacy policy
              </PLink>
            </li>
            <li>
              <PLink to="/terms" className="hover:text-accent-400">
                Terms of use
              </PLink>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
