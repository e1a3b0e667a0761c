import { act, render, screen, within } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyLoaded } from '../../src/components/lazyLoaded';

/** A module whose arrival the test decides. */
function deferredModule<P extends object>() {
  let arrive: (component: (props: P) => ReactNode) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  let calls = 0;
  const load = () => {
    calls += 1;
    return new Promise<{ default: (props: P) => ReactNode }>((resolve, reject) => {
      arrive = (c) => resolve({ default: c });
      fail = reject;
    });
  };
  return {
    load,
    arrive: (c: (props: P) => ReactNode) => arrive(c),
    fail: (e: Error) => fail(e),
    calls: () => calls,
  };
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('lazyLoaded', () => {
  it('draws the fallback, then the component with its props, without a Suspense boundary', async () => {
    const page = deferredModule<{ name: string }>();
    const Page = lazyLoaded(page.load, <p>loading</p>);
    render(<Page name="Ada" />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => page.arrive(({ name }) => <p>hello {name}</p>));
    expect(screen.getByText('hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('loads the module once, and draws it at once once it is in', async () => {
    const page = deferredModule<object>();
    const Page = lazyLoaded(page.load, <p>loading</p>);
    const first = render(<Page />);
    render(<Page />);
    await act(async () => page.arrive(() => <p>the page</p>));
    first.unmount();
    const later = render(<Page />);
    expect(within(later.container).getByText('the page')).toBeInTheDocument();
    expect(page.calls()).toBe(1);
  });

  it('starts the module with preload(), once, and then draws it without its fallback', async () => {
    const page = deferredModule<object>();
    const Page = lazyLoaded(page.load, <p>loading</p>);
    const started = Page.preload();
    expect(Page.preload()).toBe(started);
    await act(async () => page.arrive(() => <p>the page</p>));
    render(<Page />);
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
    expect(page.calls()).toBe(1);
  });

  it('suspends like React.lazy once the first screen is drawn, keeping what it showed', async () => {
    const first = deferredModule<object>();
    const First = lazyLoaded(first.load, <p>loading</p>);
    render(<First />);
    await act(async () => first.arrive(() => <p>first page</p>));
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    const next = deferredModule<object>();
    const Next = lazyLoaded(next.load, <p>own loading</p>);
    // A suspending render must be awaited in React 19's act, or it is never retried.
    await act(async () => {
      render(
        <Suspense fallback={<p>boundary loading</p>}>
          <Next />
        </Suspense>,
      );
    });
    expect(screen.getByText('boundary loading')).toBeInTheDocument();
    expect(screen.queryByText('own loading')).toBeNull();
    await act(async () => next.arrive(() => <p>next page</p>));
    // React shows a boundary's content 300 ms after its fallback at the soonest.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.getByText('next page')).toBeInTheDocument();
  });

  it('throws a module that failed to load to the nearest error boundary', async () => {
    const page = deferredModule<object>();
    const Page = lazyLoaded(page.load, <p>loading</p>);
    // React reports the error it hands to the boundary.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Page />
      </Boundary>,
    );
    await act(async () => page.fail(new Error('chunk gone')));
    expect(screen.getByText('failed: chunk gone')).toBeInTheDocument();
  });
});
